#include "core/billing/gpuadvisor.h"

#include <QtMath>

#include <algorithm>

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
/// The CUDA context, cuBLAS/cuDNN workspaces and the framework itself.
constexpr double kRuntimeGb = 0.75;
/// Kept free on top of the working set: fragmentation, and a batch or sequence that grows.
constexpr double kHeadroom = 0.2;

double bytesPerParameter(GpuAdvisor::Precision p)
{
    switch (p) {
    case GpuAdvisor::Precision::Fp32:
        return 4;
    case GpuAdvisor::Precision::Fp16:
    case GpuAdvisor::Precision::Bf16:
        return 2;
    case GpuAdvisor::Precision::Int8:
        return 1;
    case GpuAdvisor::Precision::Int4:
        return 0.5;
    }
    return 2;
}

/// A decoder-only transformer's shape from its size, as in the LLaMA family: parameters ≈
/// 12 × layers × hidden², with layers ≈ hidden / 128 (32 × 4096 for 7B, 80 × 8192 for 70B).
struct ModelShape
{
    double hidden;
    double layers;
};
ModelShape shapeOf(double billionParameters)
{
    const double hidden = std::cbrt(billionParameters * 1e9 * 128.0 / 12.0);
    return {hidden, hidden / 128.0};
}

GpuAdvisor::Estimate finish(GpuAdvisor::Estimate e)
{
    e.runtime = kRuntimeGb;
    e.headroom = kHeadroom * (e.weights + e.kvCache + e.activations + e.gradientsAndOptimizer + e.runtime);
    return e;
}

/// Training activations with the usual recomputation: about 16 bytes per token, layer and hidden unit.
double trainingActivationsGb(const GpuAdvisor::Model &m)
{
    const ModelShape s = shapeOf(m.billionParameters);
    return double(m.batch) * m.contextTokens * s.hidden * s.layers * 16.0 / kGiB;
}

} // namespace

GpuAdvisor::TaskNeeds GpuAdvisor::needs(Task task)
{
    switch (task) {
    case Task::Preprocessing:
        return {0, 8, false, false,
                tr("Data preparation and debugging hardly need a card: use no-GPU mode or the smallest card.")};
    case Task::Inference:
        return {16, 24, false, false,
                tr("Memory comes first: 16–24 GB for a mid-size model; batch size and sequence length add to it.")};
    case Task::ParameterEfficientTuning:
        return {24, 48, false, false, tr("Memory comes first: 24–48 GB; with more, the batch size can grow.")};
    case Task::FullFineTuning:
        return {48, std::nullopt, true, false,
                tr("48 GB or more, and with several GPUs the link between them matters.")};
    case Task::Serving:
        return {0, std::nullopt, false, true,
                tr("As much memory as the model needs, and fast memory: bandwidth sets the time to the first "
                   "token.")};
    }
    return {};
}

GpuAdvisor::Estimate GpuAdvisor::inference(const Model &m)
{
    const ModelShape s = shapeOf(m.billionParameters);
    const double bytes = bytesPerParameter(m.precision);
    Estimate e;
    e.weights = m.billionParameters * 1e9 * bytes / kGiB;
    // Keys and values of every layer for every token in the context (kept at 16 bits even for
    // quantized weights).
    e.kvCache = 2.0 * s.layers * s.hidden * m.contextTokens * m.batch * 2.0 / kGiB;
    e.activations = 0.1 * e.weights;
    return finish(e);
}

GpuAdvisor::Estimate GpuAdvisor::parameterEfficientTuning(const Model &m)
{
    Estimate e;
    e.weights = m.billionParameters * 1e9 * bytesPerParameter(m.precision) / kGiB;
    e.gradientsAndOptimizer = 0.01 * m.billionParameters * 1e9 * 16.0 / kGiB;
    e.activations = trainingActivationsGb(m);
    return finish(e);
}

GpuAdvisor::Estimate GpuAdvisor::fullFineTuning(const Model &m)
{
    Estimate e;
    e.weights = m.billionParameters * 1e9 * 2.0 / kGiB; // fp16 working copy
    e.gradientsAndOptimizer = m.billionParameters * 1e9 * 14.0 / kGiB; // gradients 2, master 4, moments 8
    e.activations = trainingActivationsGb(m);
    return finish(e);
}

GpuAdvisor::Estimate GpuAdvisor::estimate(Task task, const Model &model)
{
    switch (task) {
    case Task::Preprocessing:
        return {};
    case Task::Inference:
    case Task::Serving:
        return inference(model);
    case Task::ParameterEfficientTuning:
        return parameterEfficientTuning(model);
    case Task::FullFineTuning:
        return fullFineTuning(model);
    }
    return {};
}

QList<GpuAdvisor::CardFit> GpuAdvisor::rank(const QList<GpuType> &cards, double neededGb, Task task)
{
    QList<CardFit> fits;
    for (const GpuType &card : cards) {
        CardFit f;
        f.card = card;
        f.gpus = std::max(1, int(std::ceil(neededGb / std::max(card.vramGb, 1))));
        f.fits = f.gpus == 1;
        f.pricePerHour = card.pricePerHour * f.gpus;
        if (f.fits)
            f.reason = tr("%1 GB holds the %2 GB it needs.").arg(card.vramGb).arg(neededGb, 0, 'f', 1);
        else
            f.reason = tr("%1 GB is too little for %2 GB: it would take %3 cards, which helps only when the code is "
                          "distributed across them.")
                           .arg(card.vramGb)
                           .arg(neededGb, 0, 'f', 1)
                           .arg(f.gpus);
        fits << f;
    }
    std::stable_sort(fits.begin(), fits.end(), [task](const CardFit &a, const CardFit &b) {
        if (a.fits != b.fits)
            return a.fits;
        if (task == Task::Serving && a.card.bandwidthGbps != b.card.bandwidthGbps && a.fits)
            return a.card.bandwidthGbps > b.card.bandwidthGbps;
        if (a.pricePerHour != b.pricePerHour)
            return a.pricePerHour < b.pricePerHour;
        return a.card.vramGb < b.card.vramGb;
    });
    return fits;
}
