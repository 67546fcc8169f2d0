// Cairo and fontconfig from their own headers; Pango (and the little of
// GLib it needs) declared here.
//
// Why not <pango/pangocairo.h>: its include directories come from
// `pkg-config --cflags pangocairo`, and through pango's Requires.private
// (gio-2.0 -> gmodule-no-export-2.0) that adds `-pthread`, a flag SwiftPM
// refuses: every build of Plumb, and of every package depending on it,
// printed "warning: prohibited flag(s): -pthread". No other pkg-config
// name gives pango's include directory without it, and unsafeFlags would
// keep Plumb from being a dependency. So the target's pkg-config name is
// `cairo` (no -pthread), and this file declares exactly the Pango API
// Plumb calls: opaque types, the structs Swift reads fields of, copied
// field for field from Pango 1.50's public headers (that layout has held
// since Pango 1.18, but for PangoGlyphItem's last three fields, which are
// newer: Plumb only reads its `item` through a pointer Pango gives it), the
// enum values and constants, and the prototypes.
// Struct tags and field types are those of the real headers, so a Clang
// module that includes the real ones merges with these.
//
// The libraries are linked by module.modulemap.
//
// Tests/PlumbTests/PangoDeclarationTests.swift compiles this file against
// the installed Pango headers (PLUMB_SHIM_CHECK_AGAINST_PANGO: a prototype
// that differs is a "conflicting types" error) and compares every size,
// offset and enum value below with theirs. Calling one more Pango function
// means declaring it here (the test checks prototypes as they are); a new
// struct or enum goes into the test's list too. SwiftPM does not track a
// system library's headers: after editing this file, `rm -rf .build` (or
// touch the Swift files that import CCairo) before building.

#include <cairo.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// The Swift runtime's list of every loaded image's metadata sections
// (swift/Runtime/..., `MetadataSections`), as the Swift Testing library
// reads it to find tests: Plumb finds previews in it (PreviewDiscovery).
typedef struct {
  uintptr_t start;
  size_t length;
} PlumbSectionRange;

typedef struct {
  uintptr_t version;
  const void *baseAddress;
  void *unused0;
  void *unused1;
  PlumbSectionRange swift5_protocols;
  PlumbSectionRange swift5_protocol_conformances;
  PlumbSectionRange swift5_type_metadata;
} PlumbMetadataSections;

void swift_enumerateAllMetadataSections(
    bool (*body)(const PlumbMetadataSections *sections, void *context), void *context);

#ifdef PLUMB_SHIM_CHECK_AGAINST_PANGO

#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#else

// GLib (gtypes.h, gslist.h, gtype.h, gobject.h)
typedef int gint;
typedef gint gboolean;
typedef unsigned int guint;
typedef unsigned char guint8;
typedef unsigned short guint16;
typedef void *gpointer;

typedef struct _GSList GSList;
struct _GSList {
  gpointer data;
  GSList *next;
};

typedef struct _GTypeClass GTypeClass;
typedef struct _GTypeInstance GTypeInstance;
struct _GTypeInstance {
  GTypeClass *g_class;
};
typedef struct _GData GData;
typedef struct _GObject GObject;
struct _GObject {
  GTypeInstance g_type_instance;
  guint ref_count;
  GData *qdata;
};

// Pango: opaque to Plumb (imported as OpaquePointer).
typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoAttrList PangoAttrList;
typedef struct _PangoAttrClass PangoAttrClass;
typedef struct _PangoFcFontMap PangoFcFontMap;
typedef struct _PangoFont PangoFont;
typedef struct _PangoLanguage PangoLanguage;
typedef struct _PangoGlyphString PangoGlyphString;
typedef struct _PangoEngineShape PangoEngineShape;
typedef struct _PangoEngineLang PangoEngineLang;

// pango-fontmap.h: complete, as in Pango, so Swift sees
// UnsafeMutablePointer<PangoFontMap> as before (GObject's layout above is
// GLib 2's, frozen).
typedef struct _PangoFontMap PangoFontMap;
struct _PangoFontMap {
  GObject parent_instance;
};

// pango-types.h
#define PANGO_SCALE 1024
typedef struct _PangoRectangle PangoRectangle;
struct _PangoRectangle {
  int x;
  int y;
  int width;
  int height;
};

// pango-attributes.h
typedef struct _PangoAttribute PangoAttribute;
struct _PangoAttribute {
  const PangoAttrClass *klass;
  guint start_index;
  guint end_index;
};

// pango-item.h
#define PANGO_ANALYSIS_FLAG_IS_ELLIPSIS (1 << 1)
typedef struct _PangoAnalysis PangoAnalysis;
struct _PangoAnalysis {
  PangoEngineShape *shape_engine;
  PangoEngineLang *lang_engine;
  PangoFont *font;
  guint8 level;
  guint8 gravity;
  guint8 flags;
  guint8 script;
  PangoLanguage *language;
  GSList *extra_attrs;
};
typedef struct _PangoItem PangoItem;
struct _PangoItem {
  int offset;
  int length;
  int num_chars;
  PangoAnalysis analysis;
};

// pango-glyph-item.h
typedef struct _PangoGlyphItem PangoGlyphItem;
struct _PangoGlyphItem {
  PangoItem *item;
  PangoGlyphString *glyphs;
  int y_offset;
  int start_x_offset;
  int end_x_offset;
};

// pango-layout.h
typedef struct _PangoLayoutLine PangoLayoutLine;
struct _PangoLayoutLine {
  PangoLayout *layout;
  gint start_index;
  gint length;
  GSList *runs;
  guint is_paragraph_start : 1;
  guint resolved_dir : 3;
};

typedef enum {
  PANGO_ALIGN_LEFT,
  PANGO_ALIGN_CENTER,
  PANGO_ALIGN_RIGHT
} PangoAlignment;

typedef enum {
  PANGO_WRAP_WORD,
  PANGO_WRAP_CHAR,
  PANGO_WRAP_WORD_CHAR
} PangoWrapMode;

typedef enum {
  PANGO_ELLIPSIZE_NONE,
  PANGO_ELLIPSIZE_START,
  PANGO_ELLIPSIZE_MIDDLE,
  PANGO_ELLIPSIZE_END
} PangoEllipsizeMode;

// pango-attributes.h
typedef enum {
  PANGO_UNDERLINE_NONE,
  PANGO_UNDERLINE_SINGLE,
  PANGO_UNDERLINE_DOUBLE,
  PANGO_UNDERLINE_LOW,
  PANGO_UNDERLINE_ERROR,
  PANGO_UNDERLINE_SINGLE_LINE,
  PANGO_UNDERLINE_DOUBLE_LINE,
  PANGO_UNDERLINE_ERROR_LINE
} PangoUnderline;

// pango-font.h
typedef enum {
  PANGO_STYLE_NORMAL,
  PANGO_STYLE_OBLIQUE,
  PANGO_STYLE_ITALIC
} PangoStyle;

typedef enum {
  PANGO_WEIGHT_THIN = 100,
  PANGO_WEIGHT_ULTRALIGHT = 200,
  PANGO_WEIGHT_LIGHT = 300,
  PANGO_WEIGHT_SEMILIGHT = 350,
  PANGO_WEIGHT_BOOK = 380,
  PANGO_WEIGHT_NORMAL = 400,
  PANGO_WEIGHT_MEDIUM = 500,
  PANGO_WEIGHT_SEMIBOLD = 600,
  PANGO_WEIGHT_BOLD = 700,
  PANGO_WEIGHT_ULTRABOLD = 800,
  PANGO_WEIGHT_HEAVY = 900,
  PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;

#endif  // PLUMB_SHIM_CHECK_AGAINST_PANGO

// The functions Plumb calls, as the installed headers declare them.

// gobject.h
void g_object_unref(gpointer object);

// pango-fontmap.h, pango-context.h
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_context_set_round_glyph_positions(PangoContext *context, gboolean round_positions);

// pangocairo.h
PangoFontMap *pango_cairo_font_map_new_for_font_type(cairo_font_type_t fonttype);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

// pangofc-fontmap.h
void pango_fc_font_map_set_config(PangoFcFontMap *fcfontmap, FcConfig *fcconfig);

// pango-font.h
PangoFontDescription *pango_font_description_new(void);
void pango_font_description_free(PangoFontDescription *desc);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_style(PangoFontDescription *desc, PangoStyle style);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);

// pango-attributes.h
PangoAttrList *pango_attr_list_new(void);
void pango_attr_list_unref(PangoAttrList *list);
void pango_attr_list_insert(PangoAttrList *list, PangoAttribute *attr);
PangoAttribute *pango_attr_weight_new(PangoWeight weight);
PangoAttribute *pango_attr_style_new(PangoStyle style);
PangoAttribute *pango_attr_strikethrough_new(gboolean strikethrough);
PangoAttribute *pango_attr_foreground_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_foreground_alpha_new(guint16 alpha);
PangoAttribute *pango_attr_underline_new(PangoUnderline underline);
PangoAttribute *pango_attr_underline_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_strikethrough_color_new(guint16 red, guint16 green, guint16 blue);
PangoAttribute *pango_attr_letter_spacing_new(int letter_spacing);
PangoAttribute *pango_attr_rise_new(int rise);
PangoAttribute *pango_attr_line_height_new_absolute(int height);
PangoAttribute *pango_attr_insert_hyphens_new(gboolean insert_hyphens);

// pango-layout.h
PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_context_changed(PangoLayout *layout);
void pango_layout_set_attributes(PangoLayout *layout, PangoAttrList *attrs);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
const char *pango_layout_get_text(PangoLayout *layout);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_spacing(PangoLayout *layout, int spacing);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
gboolean pango_layout_is_ellipsized(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
gboolean pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);
