"""A VGG-style network (KernelBench level-3 form, family VGG/AlexNet): three
stages of conv3x3-ReLU pairs each followed by 2x2 max pooling, then a two-layer
classifier.  The convolutions are extern calls (cuDNN) and the classifier's
products extern mm/addmm (cuBLAS); Inductor generates the bias + ReLU kernels
and the pooling kernels (bias, ReLU and pooling may fuse)."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, in_channels, widths, image, hidden, classes):
        super().__init__()
        layers = []
        c = in_channels
        for w in widths:
            layers += [nn.Conv2d(c, w, 3, padding=1), nn.ReLU(),
                       nn.Conv2d(w, w, 3, padding=1), nn.ReLU(),
                       nn.MaxPool2d(2)]
            c = w
        self.features = nn.Sequential(*layers)
        side = image // 2 ** len(widths)
        self.classifier = nn.Sequential(nn.Linear(c * side * side, hidden), nn.ReLU(),
                                        nn.Linear(hidden, classes))

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))


def get_inputs():
    return [torch.randn(16, 3, 224, 224)]


def get_init_inputs():
    return [3, [16, 32, 64], 224, 256, 1000]
