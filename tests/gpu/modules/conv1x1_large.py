"""GPU-test module (KernelBench form, as level1/87_conv_pointwise_2D but with
a bias): a 1x1 convolution whose output has 16 x 128 x 1024 x 1024 = 2^31
elements, one past what cuDNN's legacy descriptors take (int sizes).  torch
hands it whole to cuDNN's backend API; kopt must too, and add the bias over
chunks of the batch."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(64, 128, 1, bias=True)

    def forward(self, x):
        return self.conv(x)


def get_inputs():
    return [torch.rand(16, 64, 1024, 1024)]


def get_init_inputs():
    return []
