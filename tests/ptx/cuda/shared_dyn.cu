// Dynamic and static shared memory, local arrays, constant memory, vector loads/stores.
__constant__ float coeff[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
__device__ float4 table[4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {0, 0, 0, 0}, {-1, -2, -3, -4}};
__device__ double dglob = 3.25;
__device__ char name[] = "zluda";
extern __shared__ float4 dyn4[];
template <int B>
__global__ void reduce(const float4 *__restrict__ in, float *out, int n) {
  __shared__ float tile[B];
  int t = threadIdx.x;
  float4 v = in[blockIdx.x * B + t];
  dyn4[t] = v;
  float local[8];
  for (int k = 0; k < 8; ++k) local[k] = coeff[(t + k) % 16] * v.x;
  tile[t] = v.x + v.y + v.z + v.w + local[t % 8] + table[t % 4].y + dglob + name[t % 5];
  __syncthreads();
  for (int s = B / 2; s > 0; s >>= 1) {
    if (t < s) tile[t] += tile[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = tile[0] + dyn4[1].x;
  if (t == 1) reinterpret_cast<double2 *>(out)[1] = make_double2(tile[1], tile[2]);
}
template __global__ void reduce<128>(const float4 *, float *, int);
template __global__ void reduce<256>(const float4 *, float *, int);
