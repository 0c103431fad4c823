#pragma once

#include "common/money.h"
#include "platform/billing/ratesegment.h"

#include <QString>

/// A ledger charge as the meters compute it (written or only previewed): what it is for, who spent
/// it, how much over which period, and the constant-rate segment it is a part of.
struct Charge
{
    QString kind; ///< compute, no_gpu, storage
    qint64 instanceId = 0; ///< or the volume's, or the image's (0 when not that)
    qint64 volumeId = 0;
    qint64 imageId = 0;
    qint64 spenderId = 0;
    QString gpuType; ///< the instance's card
    Money amount;
    qint64 from = 0;
    qint64 to = 0;
    RateSegment segment; ///< what it is a part of (its cost can be cut at any second)
    int gpuCount = 0; ///< the instance's cards
};
