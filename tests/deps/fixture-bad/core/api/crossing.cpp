#include "platform/server/sandboxserver.h"
