#include "ui/widgets/remedies.h"

QString Remedies::actionText(ApiError::Remedy remedy)
{
    switch (remedy) {
    case ApiError::Remedy::Recharge:
        return tr("Add money…");
    case ApiError::Remedy::RaiseSpendLimit:
        return tr("Change the spend limits…");
    case ApiError::Remedy::Verify:
        return tr("Verify your real name…");
    default:
        return {};
    }
}
