#include "platform/loopb/b.h"
