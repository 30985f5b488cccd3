"""A GPT-2 style pre-norm transformer block with torch's attention
(KernelBench level-3 form, family "RNN / GPT"): layer norm, a qkv
projection, causal F.scaled_dot_product_attention, the output projection
and a residual; layer norm, an MLP with GELU and a residual.  Inductor keeps
the four linear layers as cuBLAS calls and the attention as the
efficient-attention ATen fallback, which kopt runs through cuBLAS and cuDNN
(datasets/FORMAT.md, sdpa); it generates the norms, the GELU and the
residual adds.  (causal_attention.py writes its softmax by hand so that no
attention call is left; this one keeps it.)"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.ln2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)

    def forward(self, x):
        b, t, c = x.shape
        q, k, v = self.qkv(self.ln1(x)).view(b, t, 3, self.heads, c // self.heads) \
            .permute(2, 0, 3, 1, 4)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, c))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


def get_inputs():
    return [torch.randn(16, 512, 768)]


def get_init_inputs():
    return [768, 12]
