// `import Network` on Linux: the path monitor apps use to show whether they are online, and the endpoint and
// connection types around it. A scenario is a device on Wi-Fi that reaches no server: the path is satisfied, and a
// connection waits. Re-exports Foundation and Dispatch, which every use of Network needs beside it.
@_exported import Dispatch
@_exported import Foundation
