import Foundation

/// A view of spinning wheels, each a list of rows, such as a date's day, month and year. The model
/// keeps the selected row of each wheel and asks its data source as UIKit does. `User` does not
/// spin wheels: a check turns one with `selectRow(_:inComponent:animated:)` and calls the
/// delegate's `pickerView(_:didSelectRow:inComponent:)`, as a user's spin does.
///
/// ```swift
/// let picker = UIPickerView()
/// picker.dataSource = self
/// picker.delegate = self
/// textField.inputView = picker
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The object that gives the wheels and rows.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// The object that gives the titles and hears the picks.
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selectedRows: [Int: Int] = [:]

    /// Creates a picker view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view from an archive; archives are not supported, so this returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of wheels, from the data source.
    open var numberOfComponents: Int {
        dataSource?.numberOfComponents(in: self) ?? 0
    }

    /// The number of rows of a wheel, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// Turns a wheel to a row without telling the delegate, as UIKit does when code turns it.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
    }

    /// The row a wheel shows: 0 until one is picked, -1 for a wheel with no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        numberOfRows(inComponent: component) == 0 ? -1 : selectedRows[component] ?? 0
    }

    /// Asks the data source and delegate again; rows past a wheel's end are forgotten.
    open func reloadAllComponents() {
        for component in selectedRows.keys {
            reloadComponent(component)
        }
    }

    /// Asks the data source again about one wheel.
    open func reloadComponent(_ component: Int) {
        if let row = selectedRows[component], row >= numberOfRows(inComponent: component) {
            selectedRows[component] = nil
        }
    }
}
