#pragma once

#include "core/api/apiresult.h"
#include "core/model/catalog.h"
#include "ui/widgets/latestrequest.h"

#include <QWizardPage>

class CreateWizard;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTableWidget;

/// The machine, on a marketplace (a platform with OfferMarket, Vast.ai): the offers of the card
/// chosen in the country chosen, with the disk asked for, as a sortable list (price, how much of the
/// time the host has been up, DLPerf, network, CUDA, where, the disk's price). Filtered by default as
/// a student should rent (verified hosts, up 98% of the time, a direct SSH port, the CUDA the image
/// needs); the cheapest machine below the floor is listed too, marked, so that the sentence above the
/// list can say why the suggested one is not the cheapest.
class CreateOfferPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateOfferPage)
public:
    explicit CreateOfferPage(CreateWizard &wizard);
    ~CreateOfferPage() override;

    enum Column { Price, Reliability, Performance, Network, Cuda, Where, DiskPrice, Host, ColumnCount };

    void initializePage() override;
    bool isComplete() const override;
    /// Whether a search is out (the list fills when it answers).
    bool isSearching() const { return m_searching; }

private:
    void search();
    /// The search's answer (offers or why none) against the reliability floor it was made with.
    void showOffers(const ApiResult<QList<Offer>> &found, double floor);
    void chosen();
    OfferQuery query() const;

    CreateWizard &m_wizard;
    QCheckBox *m_verified;
    QCheckBox *m_direct;
    QDoubleSpinBox *m_reliability;
    QComboBox *m_cuda;
    QLabel *m_advice;
    QTableWidget *m_offers;
    QList<Offer> m_shown;
    QString m_cudaFor; ///< the image the CUDA filter was chosen for
    LatestRequest m_latest; ///< answers to an older search are dropped
    bool m_searching = false;
};
