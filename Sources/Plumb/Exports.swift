@_exported import PlumbCore
