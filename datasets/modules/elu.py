"""ELU (KernelBench form): one generated pointwise kernel (libdevice expm1 on the
negative side), no extern call."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, alpha):
        super().__init__()
        self.alpha = alpha

    def forward(self, x):
        return F.elu(x, alpha=self.alpha)


def get_inputs():
    return [torch.randn(8192, 4096)]


def get_init_inputs():
    return [1.0]
