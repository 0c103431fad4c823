#include "core/model/health.h"
