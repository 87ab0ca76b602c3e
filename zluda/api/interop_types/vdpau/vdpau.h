/* The VDPAU types CUDA's VDPAU interop headers (cuda_vdpau_interop.h, cudaVDPAU.h) use,
 * with their meaning in vdpau.h (handles are uint32_t, VdpStatus an int-sized enum). */
#ifndef ZLUDA_INTEROP_VDPAU_H
#define ZLUDA_INTEROP_VDPAU_H
#include <stdint.h>
typedef int VdpStatus;
typedef uint32_t VdpFuncId;
typedef uint32_t VdpDevice;
typedef uint32_t VdpVideoSurface;
typedef uint32_t VdpOutputSurface;
/* vdpau.h declares VdpGetProcAddress as a function type
 * (VdpStatus (VdpDevice, VdpFuncId, void **)); CUDA passes `VdpGetProcAddress *`, a code
 * pointer. Declared as void here so that it stays the pointer it is for cffi, which reads
 * no function typedefs. */
typedef void VdpGetProcAddress;
#endif
