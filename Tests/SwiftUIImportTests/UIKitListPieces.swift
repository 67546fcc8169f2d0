import SwiftUI
import Testing
import UIKit

// A UIKit collection view and table in representables, as "UICollectionView
// in SwiftUI" tutorials write them: a compositional grid, a list cell
// registration, a diffable data source fed a snapshot, a table with a
// data source. Nothing is drawn of them (the representable's placeholder
// is), and no data source method is called by Plumb; the values are kept.

enum FruitSection: Hashable { case main }

struct FruitGrid: UIViewRepresentable {
  let fruits: [String]

  func makeUIView(context: Context) -> UICollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 8
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let dataSource = UICollectionViewDiffableDataSource<FruitSection, String>(collectionView: collectionView) {
      collectionView, indexPath, fruit in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
    }
    var snapshot = NSDiffableDataSourceSnapshot<FruitSection, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(fruits)
    dataSource.apply(snapshot, animatingDifferences: false)
    context.coordinator.dataSource = dataSource
    collectionView.dataSource = dataSource
    return collectionView
  }

  func updateUIView(_ uiView: UICollectionView, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  final class Coordinator {
    var dataSource: UICollectionViewDiffableDataSource<FruitSection, String>?
  }
}

/// A cell that highlights itself, as UIKit subclasses override the state.
final class HighlightingCell: UICollectionViewCell {
  private(set) var highlights = 0
  override var isHighlighted: Bool {
    didSet { highlights += 1 }
  }
}

final class NotesTable: NSObject, UITableViewDataSource, UITableViewDelegate {
  let notes = ["Buy milk", "Call Ada"]
  func numberOfSections(in tableView: UITableView) -> Int { 2 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
    cell.textLabel?.text = notes[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

@MainActor @Suite struct UIKitListPieces {
  @Test func aSnapshotKeepsItsSectionsAndItems() {
    var snapshot = NSDiffableDataSourceSnapshot<FruitSection, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["Apple", "Cherry"])
    snapshot.insertItems(["Banana"], beforeItem: "Cherry")
    snapshot.deleteItems(["Apple"])
    #expect(snapshot.itemIdentifiers == ["Banana", "Cherry"] && snapshot.numberOfSections == 1)
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = UICollectionViewDiffableDataSource<FruitSection, String>(collectionView: collectionView) { _, _, _ in nil }
    dataSource.apply(snapshot)
    // The data source attached itself, so the view asks it: one section,
    // two items.
    #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 2)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Cherry")
    #expect(dataSource.indexPath(for: "Banana") == IndexPath(item: 0, section: 0))
    #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 0) == 2)
    // UIKit's flow layout defaults: 50×50 items, 10 apart.
    let flow = UICollectionViewFlowLayout()
    #expect(flow.itemSize == CGSize(width: 50, height: 50) && flow.minimumLineSpacing == 10)
  }

  @Test func aTableAsksItsDataSourceOnlyWhenTheAppDoes() {
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let notes = NotesTable()
    table.dataSource = notes
    table.delegate = notes
    table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    table.reloadData()
    // The data source's own section count, not the protocol's default.
    #expect(table.style == .insetGrouped && table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
    let cell = HighlightingCell(frame: .zero)
    cell.isHighlighted = true
    #expect(cell.highlights == 1)
    let row = notes.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
    #expect(row.textLabel?.text == "Call Ada" && row.reuseIdentifier == "note")
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    table.isEditing = true
    #expect(table.isEditing)
  }

  @Test func aCollectionViewRepresentableDrawsItsPlaceholder() {
    let grid = FruitGrid(fruits: ["Apple", "Banana"]).frame(width: 200, height: 120)
    let layout = LayoutResult(of: grid, measurer: FixedAdvanceTextMeasurer())
    #expect(layout.size == CGSize(width: 200, height: 120))
  }
}
