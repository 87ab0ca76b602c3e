#include "_fake_types.h"
