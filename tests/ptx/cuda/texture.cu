// Texture and surface objects (bindless), fetch modes and surface stores.
__global__ void tex_kernel(cudaTextureObject_t t1, cudaTextureObject_t t2, cudaTextureObject_t t3,
                           cudaSurfaceObject_t s2, float *out, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  float a = tex1Dfetch<float>(t1, x);
  float b = tex2D<float>(t2, x + 0.5f, y + 0.5f);
  float4 c = tex3D<float4>(t3, x, y, 0.5f);
  float d = tex2DLod<float>(t2, x, y, 1.0f);
  float e = tex1DLayered<float>(t1, x, 0);
  float4 g = tex2Dgather<float4>(t2, x, y, 1);
  float v; surf2Dread(&v, s2, x * 4, y);
  surf2Dwrite(a + b + c.x + d + e + g.y + v, s2, x * 4, y);
  out[y * w + x] = a + b + c.w;
}
