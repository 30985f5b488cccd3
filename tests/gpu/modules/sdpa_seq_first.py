"""GPU-test module (KernelBench form): self-attention over a sequence-first
input [L, B, E], as nn.TransformerEncoderLayer runs it with
batch_first=False (KernelBench L3-028): 64 batch indices, 4 heads, and
q, k, v and the attention's output laid out so that batch and heads do not
fold into one GEMM batch.  kopt loops over the 4 heads, a strided batch of
64 GEMMs each, not over the 64 batch indices."""
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
        t, b, c = x.shape
        h = self.heads
        q, k, v = self.qkv(x).view(t, b, 3, h, c // h).permute(2, 1, 3, 0, 4)
        y = F.scaled_dot_product_attention(q, k, v)
        return self.proj(y.permute(2, 0, 1, 3).reshape(t, b, c))


def get_inputs():
    return [torch.randn(16, 64, 128)]


def get_init_inputs():
    return [128, 4]
