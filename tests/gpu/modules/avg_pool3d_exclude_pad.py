"""GPU-test module (KernelBench form): 3-D average pooling with padding that
the divisor leaves out (count_include_pad=False), run by kopt through cuDNN's
EXCLUDE_PADDING mode."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.pool = nn.AvgPool3d(3, stride=2, padding=1, count_include_pad=False)

    def forward(self, x):
        return torch.relu(self.pool(x))


def get_inputs():
    return [torch.randn(4, 8, 33, 33, 33)]


def get_init_inputs():
    return []
