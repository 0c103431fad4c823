#pragma once
#include "platform/loopa/a.h"
