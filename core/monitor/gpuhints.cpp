#include "core/monitor/gpuhints.h"

#include <algorithm>

QList<GpuHints::Hint> GpuHints::from(const QList<GpuLiveSample> &samples)
{
    QList<Hint> hints;
    if (samples.isEmpty() || samples.last().cards.isEmpty())
        return hints;
    const QDateTime from = samples.last().at.addSecs(-kWindowSeconds);
    if (samples.first().at > from)
        return hints; // not ten minutes yet
    const qsizetype cardCount = samples.last().cards.size();
    QList<double> utilization(cardCount, 0.0);
    int counted = 0;
    bool held = true;
    for (const GpuLiveSample &s : samples) {
        if (s.at < from)
            continue;
        if (s.cards.size() != cardCount)
            return hints; // the cards changed meanwhile: not one run to judge
        for (qsizetype k = 0; k < cardCount; ++k)
            utilization[k] += s.cards[k].utilizationPercent;
        held = held && s.memoryTotalMiB() > 0 && s.memoryUsedMiB() * 100 >= s.memoryTotalMiB() * kHeldPercent;
        ++counted;
    }
    if (counted == 0)
        return hints;
    for (double &u : utilization)
        u /= counted;
    const auto busy = qsizetype(
        std::count_if(utilization.begin(), utilization.end(), [](double u) { return u >= kStarvedPercent; }));
    const auto idle
        = qsizetype(std::count_if(utilization.begin(), utilization.end(), [](double u) { return u < kIdlePercent; }));
    const std::optional<int> cores = samples.last().cores;

    if (cardCount > 1 && busy > 0 && busy + idle == cardCount && idle > 0) {
        hints << Hint{Kind::CardsIdle,
                      tr("Only %1 of %2 cards work: the others have been idle for 10 minutes while you pay for them.")
                          .arg(busy)
                          .arg(cardCount),
                      {tr("Start the training with torchrun (DistributedDataParallel) so that every card works."),
                       tr("Or rent an instance with one card: the same run costs a fraction.")}};
    }
    const double average = [&] {
        double sum = 0;
        for (double u : utilization)
            sum += u;
        return sum / double(cardCount);
    }();
    if (held && busy == 0 && average < kStarvedPercent) {
        hints << Hint{
            Kind::InputPipeline,
            tr("The card holds your model but has worked only %1% of the time for 10 minutes: it waits for data. "
               "The input pipeline is the bottleneck.")
                .arg(qRound(average)),
            {cores ? tr("Give the DataLoader more workers: num_workers up to %1, the instance's CPU cores.").arg(*cores)
                   : tr("Give the DataLoader more workers: num_workers up to the instance's CPU cores."),
             tr("Set pin_memory=True, and prefetch_factor 2 to 4."),
             tr("Read the data from the data disk, not the system disk, and decode it once beforehand "
                "(resized images, tokenized text).")}};
    }
    return hints;
}
