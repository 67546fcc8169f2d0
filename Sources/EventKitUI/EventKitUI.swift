// `import EventKitUI` on Linux: the event editor and calendar chooser apps
// present from a representable. No calendar is shown: the controllers keep
// their event and store and never call their delegates. Declared on Linux
// only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import EventKit
import Plumb

public enum EKEventEditViewAction: Int, Sendable { case canceled, saved, deleted }

open class EKEventEditViewController: UIViewController {
  open var event: EKEvent?
  open var eventStore: EKEventStore!
  open weak var editViewDelegate: (any EKEventEditViewDelegate)?
  open func cancelEditing() {}
}
public protocol EKEventEditViewDelegate: AnyObject {
  func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}
open class EKEventViewController: UIViewController {
  open var event: EKEvent!
  open var allowsEditing = false
  open var allowsCalendarPreview = false
  open weak var delegate: (any EKEventViewDelegate)?
}
public enum EKEventViewAction: Int, Sendable { case done, responded, deleted }
public protocol EKEventViewDelegate: AnyObject {
  func eventViewController(_ controller: EKEventViewController, didCompleteWith action: EKEventViewAction)
}
public enum EKCalendarChooserSelectionStyle: Int, Sendable { case single, multiple }
public enum EKCalendarChooserDisplayStyle: Int, Sendable { case allCalendars, writableCalendarsOnly }
open class EKCalendarChooser: UIViewController {
  open var selectedCalendars: Set<EKCalendar> = []
  open var showsDoneButton = false
  open var showsCancelButton = false
  open weak var delegate: (any EKCalendarChooserDelegate)?
  public init(
    selectionStyle: EKCalendarChooserSelectionStyle, displayStyle: EKCalendarChooserDisplayStyle, entityType: EKEntityType,
    eventStore: EKEventStore
  ) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}
public protocol EKCalendarChooserDelegate: AnyObject {
  func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser)
  func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser)
  func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser)
}
extension EKCalendarChooserDelegate {
  public func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) {}
  public func calendarChooserDidFinish(_ calendarChooser: EKCalendarChooser) {}
  public func calendarChooserDidCancel(_ calendarChooser: EKCalendarChooser) {}
}
