import Foundation

/// A tree of rows, as in SwiftUI: each element with children is a
/// disclosure group, collapsed in the first frame (iOS opens none until
/// tapped), so a figure shows the top level with its chevrons.
///
/// Child proposal, own size and placement: those of the rows it makes (a
/// `ForEach` of disclosure groups and rows).
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
  /// The top level: the elements given, or the one root.
  let data: Data?
  let root: Data.Element?
  let id: KeyPath<Data.Element, ID>
  let children: KeyPath<Data.Element, Data?>
  let content: (Data.Element) -> Leaf

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    (self.data, root, self.id, self.children, self.content) = (data, nil, id, children, content)
  }
  /// A tree from its root element, which is the first row.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    (data, self.root, self.id, self.children, self.content) = (nil, root, id, children, content)
  }

  public var body: some View {
    if let root {
      row(root)
    } else if let data {
      ForEach(data, id: id) { element in row(element) }
    }
  }

  @ViewBuilder private func row(_ element: Data.Element) -> some View {
    if let kids = element[keyPath: children] {
      DisclosureGroup {
        OutlineGroup(kids, id: id, children: children, content: content)
      } label: {
        content(element)
      }
    } else {
      content(element)
    }
  }
}

extension OutlineGroup where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(data, id: \.id, children: children, content: content)
  }
  public init<DataElement: Identifiable>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element, ID == DataElement.ID {
    self.init(root, id: \.id, children: children, content: content)
  }
}

extension List where SelectionValue == Never {
  /// A hierarchical list: the top-level rows, each with children a
  /// collapsed disclosure group (`OutlineGroup`).
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }
}
