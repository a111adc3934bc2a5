import Foundation

/// The object that tells a picker view how many wheels (components) and rows it has.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of wheels.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a wheel.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
