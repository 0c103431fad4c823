#include "core/api/platform.h"

// Out of line so the vtables and moc output have one home.
PlatformFacet::~PlatformFacet() = default;
Platform::~Platform() = default;
