// `import CoreLocation` on Linux: coordinates, locations with a real great-circle distance, and a location manager
// and geocoder that behave as a device with no fix and no network does: authorization stays undetermined, no location
// arrives and geocoding finds nothing. Re-exports Foundation, as Apple's CoreLocation does.
@_exported import Foundation
