"""GPU-test module (KernelBench form): a small 3-D transposed convolution
(stride 2, padding 1, with bias), then a ReLU (exact), so kopt's output
equals eager's bit for bit when kopt's cuDNN engine is torch's.  Output
[2, 4, 15, 23, 23]."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose3d(8, 4, 3, stride=2, padding=1)

    def forward(self, x):
        return torch.relu(self.conv(x))


def get_inputs():
    return [torch.randn(2, 8, 8, 12, 12)]


def get_init_inputs():
    return []
