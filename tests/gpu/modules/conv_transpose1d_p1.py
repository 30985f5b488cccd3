"""GPU-test module (KernelBench form): a 1-D transposed convolution, stride
2, padding 1, output_padding 1, with bias, then a ReLU (exact), so kopt's
output equals eager's bit for bit when kopt's cuDNN engine is torch's.
Output length (1000 - 1) * 2 - 2 * 1 + (4 - 1) + 1 + 1 = 2001."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.ConvTranspose1d(32, 16, 4, stride=2, padding=1, output_padding=1)

    def forward(self, x):
        return torch.relu(self.conv(x))


def get_inputs():
    return [torch.randn(8, 32, 1000)]


def get_init_inputs():
    return []
