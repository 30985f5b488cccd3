"""LeNet-5 on 32 x 32 single-channel images (KernelBench level-3 form, family
LeNet-5): conv5x5-ReLU-maxpool twice, then three linear layers.  The
convolutions are extern calls (cuDNN), the linear layers extern mm/addmm
(cuBLAS); Inductor generates the bias + ReLU + pooling kernels and the
bias + ReLU kernels of the classifier.  A large batch makes the data several
times the L2 cache."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, classes)

    def forward(self, x):
        x = F.max_pool2d(torch.relu(self.conv1(x)), 2)
        x = F.max_pool2d(torch.relu(self.conv2(x)), 2)
        x = torch.flatten(x, 1)
        x = torch.relu(self.fc1(x))
        x = torch.relu(self.fc2(x))
        return self.fc3(x)


def get_inputs():
    return [torch.randn(16384, 1, 32, 32)]


def get_init_inputs():
    return [10]
