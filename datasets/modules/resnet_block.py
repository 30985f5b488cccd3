"""A ResNet basic block, identity shortcut (KernelBench level-3 form, family
ResNet): conv3x3-BN-ReLU-conv3x3-BN, plus the input, ReLU.  The two
convolutions are extern calls (cuDNN); Inductor generates a pointwise kernel
for BN + ReLU after the first and one for BN + residual + ReLU after the
second.  BatchNorm eps = 1e-3 because kopt draws running_var from
uniform(0, max)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels, eps=1e-3)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels, eps=1e-3)

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        y = self.bn2(self.conv2(y))
        return torch.relu(y + x)


def get_inputs():
    return [torch.randn(16, 24, 224, 224)]


def get_init_inputs():
    return [24]
