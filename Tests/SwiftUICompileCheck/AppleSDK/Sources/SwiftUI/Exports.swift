// On Apple platforms `import SwiftUI` also brings in Foundation and Core Graphics (CGFloat,
// CGPoint, CGSize, CGRect, Date); here Foundation supplies those, and CoreGraphics.swift the rest.
@_exported import Foundation
// What Apple's Foundation has beyond Linux's (LocalizedStringResource), which `import SwiftUI`
// brings in with the rest of Foundation.
@_exported import FoundationAppleOnly
