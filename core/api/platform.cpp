#include "core/api/platform.h"

// Out of line so the vtable and moc output have one home.
Platform::~Platform() = default;
