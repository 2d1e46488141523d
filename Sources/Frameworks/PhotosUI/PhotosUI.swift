// `import PhotosUI` on Linux: Convergence with the photos picker's names (PhotosPicker, PhotosPickerItem,
// PHPickerFilter). There is no photo library here: the picker shows as its label, a button that opens a stand-in
// sheet whose Cancel closes it, and nothing is ever picked.
@_exported import Convergence
