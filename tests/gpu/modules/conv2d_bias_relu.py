"""GPU-test module (KernelBench form): a 3x3 convolution with bias, padding
1, then a ReLU, in float32 under torch's default TF32 convolutions.  The
ReLU and the bias add are exact in any order of kernels, so kopt's output
equals eager's bit for bit when kopt's cuDNN engine is torch's."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(32, 64, 3, padding=1)

    def forward(self, x):
        return torch.relu(self.conv(x))


def get_inputs():
    return [torch.randn(8, 32, 64, 64)]


def get_init_inputs():
    return []
