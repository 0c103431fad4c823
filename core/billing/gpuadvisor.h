#pragma once

#include "core/model/catalog.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

/// Which card a job needs (the seed's section 4.2): the memory range for a kind of task, a memory
/// estimate from a model's size and precision, and which of the platform's cards fit it.
class GpuAdvisor
{
    Q_DECLARE_TR_FUNCTIONS(GpuAdvisor)

public:
    enum class Task {
        Preprocessing, ///< data preparation, debugging small models
        Inference, ///< a mid-size model answering
        ParameterEfficientTuning, ///< LoRA and the like
        FullFineTuning, ///< every weight trained, often on several GPUs
        Serving, ///< a large model deployed for many requests
    };
    enum class Precision { Fp32, Fp16, Bf16, Int8, Int4 };

    /// The seed's table: the memory a kind of task asks for, and what else matters.
    struct TaskNeeds
    {
        int minGb = 0;
        std::optional<int> maxGb; ///< none: as much as the model needs
        bool interconnectMatters = false; ///< several GPUs talking to each other
        bool bandwidthMatters = false; ///< memory bandwidth (token-by-token generation)
        QString advice;
    };
    static TaskNeeds needs(Task task);

    struct Model
    {
        double billionParameters = 7;
        Precision precision = Precision::Fp16;
        int contextTokens = 4096;
        int batch = 1;
    };
    /// GiB, by part; total() adds the headroom.
    struct Estimate
    {
        double weights = 0;
        double kvCache = 0;
        double activations = 0;
        double gradientsAndOptimizer = 0; ///< training only
        double runtime = 0; ///< CUDA context and libraries
        double headroom = 0; ///< allocator fragmentation and a longer batch or sequence than planned
        double total() const { return weights + kvCache + activations + gradientsAndOptimizer + runtime + headroom; }
    };
    /// Weights, KV cache for the context, activations.
    static Estimate inference(const Model &model);
    /// Frozen weights at their precision, about 1% of the parameters trained with Adam.
    static Estimate parameterEfficientTuning(const Model &model);
    /// About 16 bytes per parameter with Adam in mixed precision (weights, gradients, fp32 master
    /// copy, two moments), plus activations.
    static Estimate fullFineTuning(const Model &model);
    /// The estimate for `task`: the three above by kind of task (serving as inference); none for
    /// data preparation, which needs no card worth sizing.
    static Estimate estimate(Task task, const Model &model);

    /// One card and whether it fits.
    struct CardFit
    {
        GpuType card;
        int gpus = 1; ///< how many of it the memory needs
        bool fits = false; ///< on one card
        Money pricePerHour; ///< for `gpus` of them
        QString reason;
    };
    /// The cards, those that fit on one card first (cheapest first; for serving, the fastest
    /// memory first), then those that need several (which only helps when the code is
    /// distributed).
    static QList<CardFit> rank(const QList<GpuType> &cards, double neededGb, Task task);
};
