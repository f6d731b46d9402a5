package plugboard

// Version is the SDK's version. It is the `info.version` of the openapi.yaml it was generated from (a test keeps
// them equal): the SDK is released with the API it speaks.
const Version = "0.1.0"
