"""Causal multi-head self-attention, minGPT style (KernelBench level-3 form,
family "RNN / GPT"): a qkv projection, per-head causal attention, an output
projection.  Inductor keeps the two linear layers and the two attention
products as extern mm/bmm calls (cuBLAS) and generates the head split/merge
copies and the masked softmax.

The softmax is written out by hand with the causal mask applied as a
multiply after exp: Inductor's pattern matcher rewrites
softmax(q @ k^T * scale) @ v (with an additive or where-mask, and in its
decomposed form) into an ATen scaled-dot-product attention call, which kopt
cannot run.  The mask is built in forward from two aranges rather than held
as a buffer: kopt regenerates every parameter and buffer from a distribution
(a float buffer of ones and zeros would become uniform(0, 1) noise and the
model would no longer be causal); built in forward, Inductor computes it
from indices inside the softmax kernel and it stays exact.  The diagonal is
always kept, so no row sums to zero."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.heads = heads
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        b, t, c = x.shape
        d = c // self.heads
        q, k, v = self.qkv(x).split(c, dim=2)
        q = q.view(b, t, self.heads, d).transpose(1, 2)
        k = k.view(b, t, self.heads, d).transpose(1, 2)
        v = v.view(b, t, self.heads, d).transpose(1, 2)
        i = torch.arange(t, device=x.device)
        causal = (i[:, None] >= i[None, :]).to(x.dtype)
        s = (q @ k.transpose(-2, -1)) * (d ** -0.5)
        s = s - s.amax(dim=-1, keepdim=True)
        e = torch.exp(s) * causal
        p = e / e.sum(dim=-1, keepdim=True)
        y = (p @ v).transpose(1, 2).reshape(b, t, c)
        return self.proj(y)


def get_inputs():
    return [torch.randn(32, 512, 768)]


def get_init_inputs():
    return [768, 12]
