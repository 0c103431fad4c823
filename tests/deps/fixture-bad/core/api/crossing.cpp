#include "platform/http/sandboxserver.h"
