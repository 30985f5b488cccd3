"""GPU-test module (KernelBench form): causal self-attention with q, k and v
cut from one projection (their batch and head strides do not fold, so kopt
runs one strided batch of GEMMs per batch index) and a scale of its own."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=0.2)
        return self.proj(y.transpose(1, 2).reshape(b, t, c))


def get_inputs():
    return [torch.randn(4, 256, 512)]


def get_init_inputs():
    return [512, 8]
