#!/bin/sh
# Builds export_table_logger.c as DIR/libcuda.so.1 in front of the real driver library REAL:
#
#   sh tests/runtime/h200/build_export_table_logger.sh DIR REAL [CC]
#
# The logger exports every driver function REAL exports (`nm -D`): those it logs
# (cuGetProcAddress, cuGetProcAddress_v2, cuGetExportTable) and those it forwards by name
# (cuInit, cuDriverGetVersion) are its own C functions; the others jump to REAL's.
set -eu
DIR=$1
REAL=$2
CC=${3:-gcc}
HERE=$(dirname "$0")
mkdir -p "$DIR"
# the driver API's functions (cu...): no other name can clash with the logger's own
nm -D --defined-only "$REAL" | awk '$2 == "T" && $3 ~ /^cu/ { sub(/@.*/, "", $3); print $3 }' | sort -u \
    | grep -v -x -e cuGetProcAddress -e cuGetProcAddress_v2 -e cuGetExportTable -e cuInit -e cuDriverGetVersion \
    | awk 'BEGIN { print "#define LOGGER_FORWARD_LIST(X) \\" } { print "    X(" $1 ") \\" } END { print "" }' \
    > "$DIR/logger_forwards.h"
"$CC" -O1 -Wall -shared -fPIC -Wl,-soname,libcuda.so.1 -DLOGGER_FORWARDS="\"$DIR/logger_forwards.h\"" \
    -o "$DIR/libcuda.so.1" "$HERE/export_table_logger.c" -ldl -pthread
