// platform reaching into the client
#include "core/api/platform.h"
