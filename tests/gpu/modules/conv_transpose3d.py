"""GPU-test module (KernelBench form): a small 3-D transposed convolution
(stride 2, padding 1, no bias), then a sigmoid.  Output
[2, 4, 15, 23, 23]: (8 - 1) * 2 - 2 + 2 + 1 = 15, (12 - 1) * 2 - 2 + 2 + 1 = 23."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(8, 4, 3, stride=2, padding=1, bias=False)

    def forward(self, x):
        return torch.sigmoid(self.conv(x))


def get_inputs():
    return [torch.randn(2, 8, 8, 12, 12)]


def get_init_inputs():
    return []
