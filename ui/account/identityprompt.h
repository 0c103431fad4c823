#pragma once

#include "core/session/reconfirmation.h"

#include <QCoreApplication>

class Confirmer;
class QWidget;

/// The console's "confirm it is you", asked where the user is when the platform wants it before money
/// moves or access widens: one line, hidden as it is typed, for the password or a 2FA code.
class IdentityPrompt
{
    Q_DECLARE_TR_FUNCTIONS(IdentityPrompt)

public:
    static QString title();
    static QString label();
    /// What Reconfirmation asks through: `confirmer`'s secret line over `parent`.
    static Reconfirmation::Ask asker(Confirmer &confirmer, QWidget *parent);
};
