#pragma once

#include "ui/billing/billingsources.h"
#include "ui/widgets/latestrequest.h"

#include <QWidget>

class Console;
class QLabel;
class QLineEdit;
class QSpinBox;
class QVBoxLayout;

/// Packages and buying (Billing page): for each card used last week, whether daily or
/// weekly packages would have been cheaper and by how much (PackageHindsight, from the platform's
/// hourly usage); and the buy-vs-rent calculator with the seed's example as its starting values.
class AdvisorPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AdvisorPanel)
public:
    /// The packages are compared where `sources` has the platform's prices and usage by card.
    AdvisorPanel(const Console &console, const BillingSources &sources, QWidget *parent = nullptr);
    ~AdvisorPanel() override;

    /// Reads last week's usage (and the catalog and prices) again.
    void reload();

    /// One sentence per card used last week, or why there is none.
    QStringList packageVerdicts() const;
    QLineEdit *rigPrice() const { return m_rig; }
    QLineEdit *rentPerHour() const { return m_rent; }
    QSpinBox *hoursPerYear() const { return m_hours; }
    QSpinBox *years() const { return m_years; }
    QLabel *buyVerdict() const { return m_buyVerdict; }

Q_SIGNALS:
    void packagesShown();

private:
    void compareBuying();
    /// Off a yuan platform, the buy-or-rent fields start from its own currency and card price.
    void fitToPlatform();

    const Console &m_console;
    BillingSources m_sources;
    LatestRequest m_latest;
    QVBoxLayout *m_packages;
    QWidget *m_packagesBox = nullptr;
    QList<QLabel *> m_packageLabels;
    QLineEdit *m_rig;
    QLineEdit *m_rent;
    QSpinBox *m_hours;
    QSpinBox *m_years;
    QSpinBox *m_depreciation;
    QSpinBox *m_watts;
    QLineEdit *m_kwh;
    QLabel *m_buyVerdict;
    QLabel *m_seedNote = nullptr;
    bool m_fitted = false;
};
