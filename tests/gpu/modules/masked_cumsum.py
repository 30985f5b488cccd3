"""GPU-test module (KernelBench form, L1-093 in small): a cumulative sum
under a bool mask.  The mask is a bool input, which generator kopt-counter/1
draws as randint over [0, 2), one byte 0 or 1 (FORMAT.md)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x, mask):
        return torch.cumsum(x * mask, dim=self.dim)


def get_inputs():
    x = torch.randn(128, 4000)
    return [x, torch.randint(0, 2, x.shape).bool()]


def get_init_inputs():
    return [1]
