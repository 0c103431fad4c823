#pragma once

#include "core/api/apierror.h"

#include <QCoreApplication>
#include <QString>

/// The console's pages that fix a refusal: a refusal that names a remedy — money,
/// a spend limit, verification — carries a button to the page where it is done.
class Remedies
{
    Q_DECLARE_TR_FUNCTIONS(Remedies)

public:
    /// The button's text for a remedy a page of the console fixes; empty for the others.
    static QString actionText(ApiError::Remedy remedy);
};
