"""BatchNorm2d in eval mode (KernelBench form): with running statistics the
op is an affine map per channel, which Inductor generates as one pointwise
kernel, no extern call.  kopt draws running_var from uniform(0, max), so a
channel's variance can be near zero: eps = 1e-3 bounds that channel's scale
(1/sqrt(eps) ~ 32) and keeps the problem well-conditioned."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.bn = nn.BatchNorm2d(channels, eps=1e-3)

    def forward(self, x):
        return self.bn(x)


def get_inputs():
    return [torch.randn(32, 64, 128, 128)]


def get_init_inputs():
    return [64]
