import Foundation

// UIKit's tables and collection views, as representables wrap them
// ("UICollectionView in SwiftUI"): registration, dequeuing, layouts,
// diffable data sources and snapshots. A UIKit view is not drawn in a
// figure (its representable draws its placeholder), and nothing scrolls
// or is tapped, so no data source or delegate method is ever called by
// Plumb. What code sets is kept and read back: a layout's sizes, a
// snapshot's sections and items, the selection.

// MARK: - Table views

/// What a table view asks its data source: never asked, in a figure.
public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table view tells its delegate: never told, in a figure.
public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// A list of rows in sections.
open class UITableView: UIScrollView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// A row or header height that follows its content.
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  public weak var dataSource: (any UITableViewDataSource)?
  public var rowHeight: CGFloat = UITableView.automaticDimension
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  public var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  public var tableHeaderView: UIView?
  public var tableFooterView: UIView?
  public var backgroundView: UIView?
  public var allowsSelection = true
  public var allowsMultipleSelection = false
  public var allowsSelectionDuringEditing = false
  open var isEditing = false
  public private(set) var indexPathsForSelectedRows: [IndexPath]?
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
  private var registered: [String: AnyClass] = [:]

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public override init(frame: CGRect) {
    style = .plain
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(frame: .zero)
  }

  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registered[identifier] = cellClass
  }
  public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {}
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
  /// A new plain cell: no cell is reused, and a registered subclass is
  /// not made (UIKit makes it from a nib or its coder).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: identifier)
  }
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }

  /// Reloading asks the data source nothing here: no row is shown.
  public func reloadData() {}
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  public func beginUpdates() {}
  public func endUpdates() {}
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return indexPathsForSelectedRows = nil }
    let others = (allowsMultipleSelection ? indexPathsForSelectedRows ?? [] : []).filter { $0 != indexPath }
    indexPathsForSelectedRows = others + [indexPath]
  }
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedRows?.removeAll { $0 == indexPath }
    if indexPathsForSelectedRows?.isEmpty == true { indexPathsForSelectedRows = nil }
  }
  /// What the data source says, when it is asked by the app's own code.
  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
  public func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }
  /// No cell is on screen: a UIKit table is not drawn.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
  public var visibleCells: [UITableViewCell] { [] }
  public var indexPathsForVisibleRows: [IndexPath]? { nil }
  public func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
}

/// A row of a table.
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  public let reuseIdentifier: String?
  /// The cell's content, as a configuration (`UIHostingConfiguration`).
  public var contentConfiguration: (any UIContentConfiguration)?
  public var backgroundConfiguration: UIBackgroundConfiguration?
  /// How a tapped row is highlighted (`UITableViewCell.appearance()
  /// .selectionStyle = .none`): kept; nothing is tapped in a figure.
  public var selectionStyle = SelectionStyle.default
  public var accessoryType = AccessoryType.none
  public var accessoryView: UIView?
  public var backgroundView: UIView?
  public var selectedBackgroundView: UIView?
  public var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  public let contentView = UIView()
  /// The built-in labels and image of the cell's style.
  public let textLabel: UILabel? = UILabel()
  public let detailTextLabel: UILabel? = UILabel()
  public let imageView: UIImageView? = UIImageView()
  open var isSelected = false
  open var isHighlighted = false

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) {
    reuseIdentifier = nil
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(frame: .zero)
  }
  open func prepareForReuse() {}
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
  /// The content of the cell's default style, to change and set as its
  /// `contentConfiguration`.
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A table section's header or footer view.
open class UITableViewHeaderFooterView: UIView {
  public let reuseIdentifier: String?
  public let contentView = UIView()
  public var contentConfiguration: (any UIContentConfiguration)?
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(frame: .zero)
  }
}

/// A list cell's text and image, described as a value (iOS 14).
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
  public struct TextProperties: @unchecked Sendable {
    public var font: UIFont = .preferredFont(forTextStyle: .body)
    public var color: UIColor = .label
    public var numberOfLines = 0
    public var alignment: TextAlignment = .natural
    public enum TextAlignment: Int, Sendable { case natural, center, justified }
  }
  public struct ImageProperties: @unchecked Sendable {
    public var tintColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var maximumSize = CGSize.zero
    public var reservedLayoutSize = CGSize.zero
  }
  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var image: UIImage?
  public var textProperties = TextProperties()
  public var secondaryTextProperties = TextProperties()
  public var imageProperties = ImageProperties()
  public var imageToTextPadding: CGFloat = 0
  public var textToSecondaryTextVerticalPadding: CGFloat = 0
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  public var prefersSideBySideTextAndSecondaryText = false

  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func valueCell() -> UIListContentConfiguration {
    var configuration = UIListContentConfiguration()
    configuration.prefersSideBySideTextAndSecondaryText = true
    return configuration
  }
  public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
  public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
}

// MARK: - Collection views

/// What a collection view asks its data source: never asked, in a figure.
public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
}
extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
/// What a collection view tells its delegate: never told, in a figure.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {}
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {}

/// A view of items in sections, laid out by its layout.
open class UICollectionView: UIScrollView {
  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  public var collectionViewLayout: UICollectionViewLayout
  public weak var dataSource: (any UICollectionViewDataSource)?
  public var backgroundView: UIView?
  public var allowsSelection = true
  public var allowsMultipleSelection = false
  public var isPrefetchingEnabled = true
  public var selfSizingInvalidation = SelfSizingInvalidation.enabled
  public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }
  public private(set) var indexPathsForSelectedItems: [IndexPath]?

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(frame: .zero)
  }
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) { collectionViewLayout = layout }

  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {}
  /// A new plain cell: no cell is reused, and a registered subclass is
  /// not made.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
  /// A cell of the registration's class, configured by its handler.
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let cell: Cell = Self.make(Cell.self)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let view: Supplementary = Self.make(Supplementary.self)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }

  /// UIKit's own cell classes, made directly. An app's cell subclass
  /// cannot be made from its type here (its `init(frame:)` is not
  /// `required`, and UIKit makes it through the Objective-C runtime);
  /// Plumb never asks for a cell, so only the app's own call reaches this.
  static func make<View: UICollectionReusableView>(_ type: View.Type) -> View {
    let made: UICollectionReusableView =
      switch type {
      case is UICollectionViewListCell.Type: UICollectionViewListCell(frame: .zero)
      case is UICollectionViewCell.Type: UICollectionViewCell(frame: .zero)
      default: UICollectionReusableView(frame: .zero)
      }
    guard let view = made as? View else {
      fatalError("Plumb cannot make a \(type) on Linux: a UIKit collection view is not drawn, so its cells are never needed")
    }
    return view
  }

  /// How a cell of a class is set up for an item (iOS 14).
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    public init(handler: @escaping Handler) { self.handler = handler }
    public init(cellNib: UINib, handler: @escaping Handler) { self.handler = handler }
  }
  /// How a header or footer of a class is set up.
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    let elementKind: String
    let handler: Handler
    public init(elementKind: String, handler: @escaping Handler) {
      (self.elementKind, self.handler) = (elementKind, handler)
    }
  }

  public func reloadData() {}
  public func reloadItems(at indexPaths: [IndexPath]) {}
  public func insertItems(at indexPaths: [IndexPath]) {}
  public func deleteItems(at indexPaths: [IndexPath]) {}
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
  public func reloadSections(_ sections: IndexSet) {}
  public func insertSections(_ sections: IndexSet) {}
  public func deleteSections(_ sections: IndexSet) {}
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    completion?(true)
  }
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return indexPathsForSelectedItems = nil }
    let others = (allowsMultipleSelection ? indexPathsForSelectedItems ?? [] : []).filter { $0 != indexPath }
    indexPathsForSelectedItems = others + [indexPath]
  }
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    if indexPathsForSelectedItems?.isEmpty == true { indexPathsForSelectedItems = nil }
  }
  public var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
  public func numberOfItems(inSection section: Int) -> Int {
    dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
  }
  /// No cell is on screen: a UIKit collection view is not drawn.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
  public var visibleCells: [UICollectionViewCell] { [] }
  public var indexPathsForVisibleItems: [IndexPath] { [] }
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
}

/// A collection view's header, footer or decoration.
open class UICollectionReusableView: UIView {
  open func prepareForReuse() {}
}

/// An item's view in a collection.
open class UICollectionViewCell: UICollectionReusableView {
  public var contentConfiguration: (any UIContentConfiguration)?
  public var backgroundConfiguration: UIBackgroundConfiguration?
  public let contentView = UIView()
  public var backgroundView: UIView?
  public var selectedBackgroundView: UIView?
  open var isSelected = false
  open var isHighlighted = false
  /// Called when the cell's state changes: never, in a figure.
  public var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)?
}

/// A cell's state, as configuration handlers are given it.
public struct UICellConfigurationState: Sendable {
  public var isSelected = false
  public var isHighlighted = false
  public var isDisabled = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
}

/// A list's cell (iOS 14), with accessories.
open class UICollectionViewListCell: UICollectionViewCell {
  public var accessories: [UICellAccessory] = []
  public var indentationLevel = 0
  public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// What a list cell shows at its trailing edge.
public struct UICellAccessory: Sendable {
  let name: String
  public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "disclosure") }
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "checkmark") }
  public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "delete") }
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(name: "reorder") }
  public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "outline") }
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(name: "label") }
}

// MARK: - Layouts

/// Where a collection view's items go: subclasses say.
open class UICollectionViewLayout: NSObject {
  public override init() {}
  open func invalidateLayout() {}
  open var collectionViewContentSize: CGSize { .zero }
  public var collectionView: UICollectionView? { nil }
}

/// Items in lines, wrapping (UIKit's defaults: 50×50 items, 10 apart).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
  public var itemSize = CGSize(width: 50, height: 50)
  public var estimatedItemSize = CGSize.zero
  public var minimumLineSpacing: CGFloat = 10
  public var minimumInteritemSpacing: CGFloat = 10
  public var sectionInset = UIEdgeInsets.zero
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  public var headerReferenceSize = CGSize.zero
  public var footerReferenceSize = CGSize.zero
  public var sectionHeadersPinToVisibleBounds = false
}

/// Sections of groups of items, each sized by its dimensions (iOS 13).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  public let section: NSCollectionLayoutSection?
  let sectionProvider: SectionProvider?
  public var configuration = UICollectionViewCompositionalLayoutConfiguration()
  public init(section: NSCollectionLayoutSection) {
    self.section = section
    sectionProvider = nil
  }
  public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    self.section = section
    sectionProvider = nil
    self.configuration = configuration
  }
  public init(sectionProvider: @escaping SectionProvider) {
    section = nil
    self.sectionProvider = sectionProvider
  }
  public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
    section = nil
    self.sectionProvider = sectionProvider
    self.configuration = configuration
  }
  /// A list layout (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: .list(using: configuration, layoutEnvironment: LayoutEnvironment()))
  }
}

public final class UICollectionViewCompositionalLayoutConfiguration: @unchecked Sendable {
  public init() {}
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  public var interSectionSpacing: CGFloat = 0
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
}

/// What a section provider is told of the space: an iPhone's width.
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
}
struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  struct Container: NSCollectionLayoutContainer {
    var contentSize: CGSize { UIScreen.main.bounds.size }
    var effectiveContentSize: CGSize { contentSize }
  }
  var container: any NSCollectionLayoutContainer { Container() }
  var traitCollection: UITraitCollection { .current }
}

/// A length of a layout item: a fraction of its container, points, or an
/// estimate.
public struct NSCollectionLayoutDimension: Hashable, Sendable {
  public let dimension: CGFloat
  public let isFractionalWidth: Bool
  public let isFractionalHeight: Bool
  public let isAbsolute: Bool
  public let isEstimated: Bool
  public static func fractionalWidth(_ fraction: CGFloat) -> Self { .init(fraction, width: true) }
  public static func fractionalHeight(_ fraction: CGFloat) -> Self { .init(fraction, height: true) }
  public static func absolute(_ points: CGFloat) -> Self { .init(points, absolute: true) }
  public static func estimated(_ points: CGFloat) -> Self { .init(points, estimated: true) }
  init(_ dimension: CGFloat, width: Bool = false, height: Bool = false, absolute: Bool = false, estimated: Bool = false) {
    (self.dimension, isFractionalWidth, isFractionalHeight, isAbsolute, isEstimated) =
      (dimension, width, height, absolute, estimated)
  }
}

public struct NSCollectionLayoutSize: Hashable, Sendable {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    (self.widthDimension, self.heightDimension) = (widthDimension, heightDimension)
  }
}

/// Space between items of a group: fixed or at least some points.
public struct NSCollectionLayoutSpacing: Hashable, Sendable {
  public let spacing: CGFloat
  public let isFlexibleSpacing: Bool
  public static func fixed(_ spacing: CGFloat) -> Self { .init(spacing: spacing, isFlexibleSpacing: false) }
  public static func flexible(_ spacing: CGFloat) -> Self { .init(spacing: spacing, isFlexibleSpacing: true) }
}

open class NSCollectionLayoutItem: @unchecked Sendable {
  public let layoutSize: NSCollectionLayoutSize
  public var contentInsets = NSDirectionalEdgeInsets.zero
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

open class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
  public let subitems: [NSCollectionLayoutItem]
  public var interItemSpacing: NSCollectionLayoutSpacing?
  init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
  }
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
  }
  /// `count` copies of one item across the group (iOS 16's spelling).
  public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(0, count))) }
  public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(0, count))) }
  @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count) }
  @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
    -> NSCollectionLayoutGroup
  { vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count) }
}

/// Where a header or footer sits on its section.
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
  public let elementKind: String
  public let alignment: NSRectAlignment
  public var pinToVisibleBounds = false
  public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    (self.elementKind, self.alignment) = (elementKind, alignment)
    super.init(layoutSize: layoutSize)
  }
}

/// How a section scrolls across the collection view's axis.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

open class NSCollectionLayoutSection: @unchecked Sendable {
  public let group: NSCollectionLayoutGroup
  public var contentInsets = NSDirectionalEdgeInsets.zero
  public var interGroupSpacing: CGFloat = 0
  public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  public var supplementariesFollowContentInsets = true
  public init(group: NSCollectionLayoutGroup) { self.group = group }
  /// A list section: one full-width row per item, 44 points estimated.
  public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }
}

/// A list layout's look (iOS 14).
public struct UICollectionLayoutListConfiguration: @unchecked Sendable {
  public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
  public enum FooterMode: Int, Sendable { case none, supplementary }
  public var appearance: Appearance
  public var showsSeparators = true
  public var headerMode = HeaderMode.none
  public var footerMode = FooterMode.none
  public var backgroundColor: UIColor?
  public init(appearance: Appearance) { self.appearance = appearance }
}

// MARK: - Diffable data sources

/// Sections and their items, in order (iOS 13). A real value: appending,
/// deleting and reading back behave as UIKit's.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
  private var items: [SectionIdentifierType: [ItemIdentifierType]] = [:]
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

  public init() {}
  public var numberOfSections: Int { sectionIdentifiers.count }
  public var numberOfItems: Int { itemIdentifiers.count }
  public var itemIdentifiers: [ItemIdentifierType] { sectionIdentifiers.flatMap { items[$0] ?? [] } }
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { items[identifier]?.count ?? 0 }
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { items[identifier] ?? [] }
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sectionIdentifiers.first { items[$0]?.contains(identifier) == true }
  }
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers where !sectionIdentifiers.contains(identifier) { sectionIdentifiers.append(identifier) }
  }
  /// Appends to the named section, or to the last one.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
    guard let section = sectionIdentifier ?? sectionIdentifiers.last else { return }
    if !sectionIdentifiers.contains(section) { sectionIdentifiers.append(section) }
    items[section, default: []].append(contentsOf: identifiers)
  }
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
    guard let section = self.sectionIdentifier(containingItem: beforeIdentifier),
      let index = items[section]?.firstIndex(of: beforeIdentifier)
    else { return }
    items[section]?.insert(contentsOf: identifiers, at: index)
  }
  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
    guard let section = self.sectionIdentifier(containingItem: afterIdentifier),
      let index = items[section]?.firstIndex(of: afterIdentifier)
    else { return }
    items[section]?.insert(contentsOf: identifiers, at: index + 1)
  }
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for section in sectionIdentifiers { items[section]?.removeAll { identifiers.contains($0) } }
  }
  public mutating func deleteAllItems() {
    sectionIdentifiers.removeAll()
    items.removeAll()
  }
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sectionIdentifiers.removeAll { identifiers.contains($0) }
    for identifier in identifiers { items[identifier] = nil }
  }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}

  /// The item at an index of the section at an index (an index path's
  /// parts), if both exist.
  func item(at index: Int, inSection section: Int) -> ItemIdentifierType? {
    guard sectionIdentifiers.indices.contains(section) else { return nil }
    let items = itemIdentifiers(inSection: sectionIdentifiers[section])
    return items.indices.contains(index) ? items[index] : nil
  }
  func numberOfItems(inSectionAt section: Int) -> Int {
    sectionIdentifiers.indices.contains(section) ? numberOfItems(inSection: sectionIdentifiers[section]) : 0
  }
}

/// What the collection and table diffable data sources share: the applied
/// snapshot, kept, and the look-ups UIKit gives both (iOS 13). No cell is
/// made, as neither view is drawn.
open class _DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject {
  fileprivate var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  override init() {}
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot
    completion?()
  }
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) { apply(snapshot, completion: completion) }
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
  /// The item at an index path (its `item` and `row` are the same index).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath.item, inSection: indexPath.section)
  }
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    for (s, section) in current.sectionIdentifiers.enumerated() {
      if let i = current.itemIdentifiers(inSection: section).firstIndex(of: itemIdentifier) { return IndexPath(item: i, section: s) }
    }
    return nil
  }
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
  }
}

/// A collection view's data from snapshots.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UICollectionViewDataSource
{
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  let cellProvider: CellProvider
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// Becomes the collection view's data source, as UIKit's does.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }
  public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }
  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
  }
}

/// A table's data from snapshots.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource
{
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  let cellProvider: CellProvider
  public var defaultRowAnimation = UITableView.RowAnimation.automatic

  /// Becomes the table's data source, as UIKit's does.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }
  public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    current.numberOfItems(inSectionAt: section)
  }
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    itemIdentifier(for: indexPath).flatMap { cellProvider(tableView, indexPath, $0) }
      ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// A controller whose view is a table, its data source and delegate, as
/// UIKit's: subclasses override the data source's methods (`override func
/// tableView(_:numberOfRowsInSection:)`). A representable draws as its
/// placeholder, so no row is asked for.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  public var tableView: UITableView! {
    didSet {
      tableView?.dataSource = self
      tableView?.delegate = self
    }
  }
  public var clearsSelectionOnViewWillAppear = true
  public var refreshControl: UIRefreshControl?
  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
    makeTable(style)
  }
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    makeTable(.plain)
  }
  public required init?(coder: NSCoder) {
    super.init(nibName: nil, bundle: nil)
    makeTable(.plain)
  }
  /// Set from a method, not in the initializer's body, so that `didSet`
  /// makes the controller the table's data source and delegate.
  private func makeTable(_ style: UITableView.Style) { tableView = UITableView(frame: .zero, style: style) }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    .delete
  }
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    UITableView.automaticDimension
  }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
}
