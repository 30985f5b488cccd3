"""Linear layer, sigmoid, second linear layer, log-sum-exp over the features
(KernelBench level-2 form): an extern addmm/mm pair (cuBLAS) with a generated
pointwise kernel (bias + sigmoid) between them, and a generated row reduction
(bias + log-sum-exp) after."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_features, hidden, out_features):
        super().__init__()
        self.linear1 = nn.Linear(in_features, hidden)
        self.linear2 = nn.Linear(hidden, out_features)

    def forward(self, x):
        y = torch.sigmoid(self.linear1(x))
        return torch.logsumexp(self.linear2(y), dim=1)


def get_inputs():
    return [torch.randn(16384, 2048)]


def get_init_inputs():
    return [2048, 1024, 1024]
