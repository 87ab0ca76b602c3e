/* Minimal C library declarations for parsing the CUDA headers with pycparser.
 * Only the types the CUDA headers use appear here, with their LP64 Linux meaning, so the
 * catalog records true base types (size_t is unsigned long). */
#ifndef ZLUDA_FAKE_TYPES_H
#define ZLUDA_FAKE_TYPES_H
typedef unsigned long size_t;
typedef long ssize_t;
typedef long ptrdiff_t;
typedef int wchar_t;
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef unsigned long uint64_t;
typedef long intptr_t;
typedef unsigned long uintptr_t;
typedef struct _IO_FILE FILE;
typedef char *va_list;  /* pycparser knows no __builtin_va_list */
#define NULL ((void *)0)
#define INT_MAX 2147483647
#define INT_MIN (-INT_MAX - 1)
#define UINT_MAX 4294967295U
#define LONG_MAX 9223372036854775807L
#define ULONG_MAX 18446744073709551615UL
#define CHAR_BIT 8
#endif
